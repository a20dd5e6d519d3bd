import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export function Button({
  variant = 'primary',
  block,
  small,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean; small?: boolean }) {
  const classes = ['btn', `btn-${variant}`, block && 'btn-block', small && 'btn-small', className].filter(
    Boolean,
  );
  return <button type="button" className={classes.join(' ')} {...rest} />;
}
