/**
 * After a refused submit: the first field marked invalid in the form takes focus, scrolled to the
 * middle of the screen, so a phone user sees what to fix (the errors may sit above the fold).
 * Runs after the next paint, once the errors are on the page.
 */
export function focusFirstError(form: HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], .select-field[data-invalid] button, .checkbox[data-invalid] input',
    );
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
