/**
 * The form a password is hashed and checked in (NFKC, as NIST SP 800-63B asks): "é" typed as
 * one character on a phone and as e + accent on a laptop is the same password.
 */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

/**
 * The forms to try when checking: the normal one, then the raw one for hashes and verifiers
 * made before passwords were normalised (only when the two differ).
 */
export const passwordForms = (password: string): string[] => {
  const normal = normalizePassword(password);
  return normal === password ? [normal] : [normal, password];
};
