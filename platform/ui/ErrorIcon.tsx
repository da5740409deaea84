/** The warning sign of an error page (docs/product/errors.md, ERR-2); the text beside it says what happened. */
export function ErrorIcon() {
  return (
    <svg className="status-page__icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M12 2 1 21h22L12 2zm0 4.8L19.5 19h-15L12 6.8zM11 10v4h2v-4h-2zm0 6v2h2v-2h-2z" />
    </svg>
  );
}
