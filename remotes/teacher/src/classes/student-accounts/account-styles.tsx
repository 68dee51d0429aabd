import accountsCss from './student-accounts.css?inline';

/** The styles of the credentials table and the logins list, hoisted into <head> once (loaded with the feature). */
export function AccountStyles() {
  return (
    <style href="area-teacher-accounts" precedence="platform-area">
      {accountsCss}
    </style>
  );
}
