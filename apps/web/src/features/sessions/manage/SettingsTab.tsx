export function SettingsTab() {
  return (
    <section className="card" aria-labelledby="settings-title">
      <h2 id="settings-title" className="card-title">
        Settings
      </h2>
      <p className="muted">Session settings management will be implemented in a future update.</p>
    </section>
  );
}
