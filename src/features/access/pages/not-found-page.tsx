import '../../../ui/shell.css';

export function NotFoundPage() {
  return (
    <div className="auth-page">
      <div className="card stack auth-card" style={{ textAlign: 'center' }}>
        <h1>OOPS!</h1>
        <p className="muted">
          The data you are looking for can not be found. Please contact the support team.
        </p>
      </div>
    </div>
  );
}
