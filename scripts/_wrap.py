import re,subprocess,sys,json
out=subprocess.run(['npx','tsx','scripts/_prose-run.ts']+sys.argv[1:],capture_output=True,text=True).stdout
done=0
by={}
for line in out.splitlines():
    m=re.match(r'(\S+?):(\d+) (.*)$',line)
    if not m: continue
    f,n,text=m.group(1),int(m.group(2)),m.group(3)
    if not f.endswith('.tsx') or '{}' in text: continue
    by.setdefault(f,[]).append((n,text))
for f,items in by.items():
    L=open(f).read().split('\n')
    if "import { t }" not in ''.join(L) and "t } from '" not in ''.join(L) : continue
    for n,text in items:
        l=L[n-1]
        ind=len(l)-len(l.lstrip())
        if ind<6: continue
        for q in ["'", '"']:
            lit=q+text+q
            if l.count(lit)==1 and ('t('+lit) not in l and ('msg('+lit) not in l:
                L[n-1]=l.replace(lit,'t('+lit+')'); done+=1; break
    open(f,'w').write('\n'.join(L))
print(done)
