import { accountMessages as t } from './messages';

/** One login to hand out: who, with which username and password. */
export interface Credential { name: string; username: string; password: string }

/** The table 'Name' · 'Benutzername' · 'Passwort', shown once after creating or resetting. */
export function CredentialsTable({ credentials }: { credentials: Credential[] }) {
  return (
    // Focusable and named: a long list scrolls, and keyboard users reach it (axe: scrollable-region-focusable).
    <div className="tc-credentials" role="region" aria-label={t.credentialsLabel} tabIndex={0}>
      <table className="tc-credentials__table">
        <thead>
          <tr>
            <th scope="col">{t.colName}</th>
            <th scope="col">{t.colUsername}</th>
            <th scope="col">{t.colPassword}</th>
          </tr>
        </thead>
        <tbody>
          {credentials.map((c) => (
            <tr key={c.username}>
              <td>{c.name}</td>
              <td><code>{c.username}</code></td>
              <td><code>{c.password}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
