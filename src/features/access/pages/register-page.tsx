import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { loginResponseSchema } from '../../../contracts/auth';
import { errorsByField } from '../../../contracts/error-shape';
import { MSG } from '../../../contracts/messages';
import {
  type RegisterUser,
  type RegisterYacht,
  registerUserSchema,
  registerYachtSchema,
  TRIAL_DAYS,
  type VesselType,
  vesselTypesSchema,
} from '../../../contracts/registration';
import { ApiError, publicCall, publicJson } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormError } from '../../../ui/form-error';
import { LightCheckbox } from '../../../ui/light-checkbox';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';
import { AuthFrame } from '../components/auth-frame';
import { BackAndSubmit } from '../components/back-and-submit';
import { PasswordRules } from '../components/password-rules';
import { TextPageDialog } from '../components/text-page-dialog';
import { finishLogin } from '../data/finish-login';

type Errors = Record<string, string>;
const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }): Errors =>
  errorsByField(error.issues.map((i) => ({ property: i.path.join('.'), message: i.message })));
const failure = (err: unknown) => (err instanceof ApiError ? err : new ApiError(0, MSG.status0));

/**
 * '/register' ('Try it Free', doc 1, sections 2 and 4): step 0 the user ('Get Started', after the
 * server accepts the e-mail and the password), step 1 'Vessel information' (Back keeps what was
 * typed). It makes the user, a company group on a 30-day trial and the first vessel, and logs in.
 */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [user, setUser] = useState<RegisterUser>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    newPassword: '',
    agreedWithTerms: false as unknown as true,
  });
  const [yacht, setYacht] = useState<RegisterYacht>({ type: '', yachtName: '', grossTonnage: '', loa: '' });
  const [types, setTypes] = useState<VesselType[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState<{ codename: string; title: string } | null>(null);
  // A refused step: the first field to fix takes focus (it may be above the fold on a phone).
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstError(document.body);
  }, [errors]);
  useEffect(() => {
    publicJson(vesselTypesSchema, '/yacht/getvesseltypes').then(setTypes, () => undefined);
  }, []);
  if (session === 'loading') return null;
  if (session && !session.needsLogin) return <Navigate to="/fleet" replace />;

  const userField = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'newPassword') => ({
    value: user[field],
    onChange: (e: { target: { value: string } }) => setUser((v) => ({ ...v, [field]: e.target.value })),
  });
  const yachtField = (field: 'yachtName' | 'grossTonnage' | 'loa') => ({
    value: String(yacht[field] ?? ''),
    onChange: (e: { target: { value: string } }) => setYacht((v) => ({ ...v, [field]: e.target.value })),
  });

  const getStarted = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = registerUserSchema.safeParse(user);
    if (!checked.success) return setErrors(issues(checked.error));
    setErrors({});
    setBusy(true);
    try {
      await publicCall('/utils/checkemail', { email: checked.data.email });
      await publicCall('/utils/checkpassword', { password: checked.data.newPassword });
      setStep(1);
    } catch (err) {
      const f = failure(err);
      const fields = errorsByField(f.fieldErrors);
      setErrors({ ...fields, ...(fields.password ? { newPassword: fields.password } : {}) });
      if (!f.fieldErrors.length) setFormError(f.message);
    } finally {
      setBusy(false);
    }
  };
  const finish = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = registerYachtSchema.safeParse(yacht);
    if (!checked.success) return setErrors(issues(checked.error));
    setErrors({});
    setBusy(true);
    try {
      const res = await publicJson(loginResponseSchema, '/users/register', { user, yacht: checked.data });
      navigate(await finishLogin(res, { email: user.email, password: user.newPassword, redirect: null }), {
        replace: true,
      });
    } catch (err) {
      const f = failure(err);
      setErrors(
        errorsByField(
          f.fieldErrors.map((x) => ({ ...x, property: x.property.replace(/^(user|yacht)\./, '') })),
        ),
      );
      if (!f.fieldErrors.length) setFormError(f.message);
      setBusy(false);
    }
  };

  return (
    <AuthFrame>
      <div className="card stack">
        <h2>{step === 0 ? t('Try it free') : t('Vessel information')}</h2>
        <p className="small muted step-count no-margin">
          {t('Step')} {step + 1} {t('of 2')}
        </p>
        {step === 0 ? (
          <form className="stack" onSubmit={getStarted} noValidate>
            <p className="muted no-margin">
              {TRIAL_DAYS}{' '}
              {t('days free, unlimited users, no credit card. You set up your first vessel next.')}
            </p>
            <FormError message={formError} />
            <div className="field-pair">
              <TextField
                label={t('First name')}
                autoComplete="given-name"
                {...userField('firstName')}
                error={errors.firstName}
              />
              <TextField
                label={t('Last name')}
                autoComplete="family-name"
                {...userField('lastName')}
                error={errors.lastName}
              />
            </div>
            <TextField
              label={t('E-mail')}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...userField('email')}
              error={errors.email}
            />
            <TextField
              label={t('Phone')}
              type="tel"
              autoComplete="tel"
              {...userField('phone')}
              error={errors.phone}
            />
            <TextField
              label={t('Password')}
              type="password"
              autoComplete="new-password"
              {...userField('newPassword')}
              error={errors.newPassword}
            />
            <PasswordRules password={user.newPassword} />
            <div>
              <LightCheckbox
                checked={user.agreedWithTerms === true}
                onChange={(on) => setUser((v) => ({ ...v, agreedWithTerms: on as true }))}
              >
                {t('I agree to the terms of service and the privacy policy')}
              </LightCheckbox>
              {errors.agreedWithTerms ? (
                <p className="field-error no-margin">{t(errors.agreedWithTerms)}</p>
              ) : null}
              <p className="small no-margin">
                {/* Links to the pages (they open in a popup, so what was typed here stays). */}
                {t('Read the')}{' '}
                <Link
                  to="/page/terms-of-service"
                  onClick={(e) => {
                    e.preventDefault();
                    setReading({ codename: 'terms-of-service', title: t('Terms of Service') });
                  }}
                >
                  {t('Terms of Service')}
                </Link>{' '}
                {t('and the')}{' '}
                <Link
                  to="/page/privacy-policy"
                  onClick={(e) => {
                    e.preventDefault();
                    setReading({ codename: 'privacy-policy', title: t('Privacy Policy') });
                  }}
                >
                  {t('Privacy Policy')}
                </Link>
                .
              </p>
            </div>
            <Button type="submit" block disabled={busy}>
              {busy ? t('Checking…') : t('Get Started')}
            </Button>
            <p className="small muted no-margin center">
              {t('Already have an account?')} <Link to="/login">{t('Log in')}</Link>
            </p>
          </form>
        ) : (
          <form className="stack" onSubmit={finish} noValidate>
            <FormError message={formError} />
            <Select
              label={t('Type')}
              placeholder={t('Choose a type')}
              value={yacht.type === '' ? null : String(yacht.type)}
              onChange={(id) => setYacht((v) => ({ ...v, type: id }))}
              choices={types.map((type) => ({ id: String(type.id), label: t(type.name) }))}
              error={errors.type}
            />
            <TextField
              label={t('Vessel name')}
              placeholder={t('M/Y Blue Horizon')}
              {...yachtField('yachtName')}
              error={errors.yachtName}
            />
            <p className="small muted no-margin">
              {t('Gross tonnage and length are optional; they print on reports.')}
            </p>
            <div className="field-pair">
              <TextField
                label={t('Gross tonnage')}
                inputMode="decimal"
                {...yachtField('grossTonnage')}
                error={errors.grossTonnage}
              />
              <TextField label={t('LOA (m)')} inputMode="decimal" {...yachtField('loa')} error={errors.loa} />
            </div>
            <BackAndSubmit onBack={() => setStep(0)} busy={busy} text={[t('Continue'), t('Creating…')]} />
          </form>
        )}
      </div>
      {reading ? (
        <TextPageDialog codename={reading.codename} title={reading.title} onClose={() => setReading(null)} />
      ) : null}
    </AuthFrame>
  );
}
