import { useState } from 'react';
import { DateField, FileButton } from '@platform/ui/forms';
import {
  Avatar,
  Button,
  Card,
  displayName,
  Icon,
  ICON_NAMES,
  initials,
  MessageBox,
  roleLabel,
  SkeletonCard,
  TextAreaField,
  TextField,
  type ButtonVariant,
  type Profile,
  uiMessages,
} from '@platform/ui';
import { showcaseMessages as t } from './messages';
import { ShowcaseSection } from './showcase-section';

const VARIANTS: ButtonVariant[] = ['solid', 'subtle', 'light', 'icon-light', 'destructive'];

function SampleButton({ variant, disabled, loading }: { variant: ButtonVariant; disabled?: boolean; loading?: boolean }) {
  if (variant === 'icon-light') {
    return (
      <Button variant="icon-light" aria-label={t.buttons.iconLabel} disabled={disabled} loading={loading}>
        {loading ? null : <Icon name="pencil" />}
      </Button>
    );
  }
  return (
    <Button variant={variant} disabled={disabled} loading={loading}>
      {variant === 'destructive' ? t.buttons.destructiveSample : t.buttons.sample}
    </Button>
  );
}

/** Every button variant, normal, disabled and loading, plus the sizes. */
export function ButtonsSection() {
  return (
    <ShowcaseSection id="buttons" title={t.buttons.title} text={t.buttons.text}>
      <div className="mt-scroll" tabIndex={0} role="region" aria-label={t.buttons.tableLabel}>
        <table className="mt-table">
          <thead>
            <tr>
              <th scope="col">{t.buttons.variant}</th>
              <th scope="col">{t.buttons.normal}</th>
              <th scope="col">{t.buttons.disabled}</th>
              <th scope="col">{t.buttons.loading}</th>
            </tr>
          </thead>
          <tbody>
            {VARIANTS.map((variant) => (
              <tr key={variant}>
                <th scope="row">
                  <code className="mt-code">{variant}</code>
                </th>
                <td>
                  <SampleButton variant={variant} />
                </td>
                <td>
                  <SampleButton variant={variant} disabled />
                </td>
                <td>
                  <SampleButton variant={variant} loading />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-subsection">
        <h3 className="mt-subtitle">{t.buttons.sizes}</h3>
        <div className="ui-row">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} size={size} variant="subtle">
              {t.buttons.size(size)}
            </Button>
          ))}
        </div>
      </div>
    </ShowcaseSection>
  );
}

/** The three message box kinds. */
export function MessagesSection() {
  return (
    <ShowcaseSection id="meldungen" title={t.messageBoxes.title} text={t.messageBoxes.text}>
      <div className="mt-stack">
        <MessageBox
          kind="error"
          title={t.messageBoxes.errorTitle}
          action={
            <Button variant="light" size="sm">
              {uiMessages.retry}
            </Button>
          }
        >
          <p>{t.messageBoxes.errorText}</p>
        </MessageBox>
        <MessageBox kind="success" title={t.messageBoxes.successTitle}>
          <p>{t.messageBoxes.successText}</p>
        </MessageBox>
        <MessageBox kind="warning" title={t.messageBoxes.warningTitle}>
          <p>{t.messageBoxes.warningText}</p>
        </MessageBox>
      </div>
    </ShowcaseSection>
  );
}

/** Text fields with hint, error and disabled state. */
export function FieldsSection() {
  return (
    <ShowcaseSection id="felder" title={t.fields.title} text={t.fields.text}>
      <div className="mt-fields">
        <TextField label={t.fields.name} hint={t.fields.nameHint} defaultValue="Lea" />
        <TextField label={t.fields.email} type="email" defaultValue="lea@" error={t.fields.emailError} />
        <TextField label={t.fields.disabled} defaultValue={t.fields.disabledValue} disabled />
        <TextAreaField label={t.fields.bio} rows={3} />
        <DateDemo />
        <div className="ui-field">
          <p className="ui-field__label">{t.fields.file}</p>
          <div>
            <FileButton fieldLabel={t.fields.file} onFile={() => undefined} />
          </div>
        </div>
        <fieldset className="ui-stack mt-checks">
          <legend className="ui-field__label">{t.fields.choices}</legend>
          <label className="mt-check"><input type="checkbox" defaultChecked /> {t.fields.checkbox}</label>
          <label className="mt-check"><input type="radio" name="mt-radio" defaultChecked /> {t.fields.radioA}</label>
          <label className="mt-check"><input type="radio" name="mt-radio" /> {t.fields.radioB}</label>
        </fieldset>
      </div>
    </ShowcaseSection>
  );
}

type Person = Pick<Profile, 'first_name' | 'last_name' | 'display_name' | 'role'>;

const PEOPLE: Array<{ label: string; person: Person }> = [
  { label: t.people.caseFull, person: { first_name: 'Lea', last_name: 'Keller', display_name: 'Lea K.', role: 'teacher' } },
  { label: t.people.caseFirst, person: { first_name: 'Noah', last_name: null, display_name: null, role: 'student' } },
  { label: t.people.caseDisplay, person: { first_name: null, last_name: null, display_name: 'Frau Huber', role: 'admin' } },
  { label: t.people.caseNone, person: { first_name: null, last_name: null, display_name: null, role: 'student' } },
];

function DateDemo() {
  const [date, setDate] = useState('2025-12-24');
  return <DateField label={t.fields.date} value={date} onChange={setDate} />;
}

/** Card, avatar and the people helpers (spec 9), and the skeleton placeholders. */
export function PeopleSection() {
  return (
    <ShowcaseSection id="personen" title={t.people.title} text={t.people.text}>
      <div className="mt-scroll" tabIndex={0} role="region" aria-label={t.people.tableLabel}>
        <table className="mt-table">
          <thead>
            <tr>
              <th scope="col">{t.people.input}</th>
              <th scope="col">{t.people.shown}</th>
              <th scope="col">{t.people.initials}</th>
              <th scope="col">{t.people.role}</th>
            </tr>
          </thead>
          <tbody>
            {PEOPLE.map(({ label, person }) => (
              <tr key={label}>
                <th scope="row" className="mt-table__plain">
                  {label}
                </th>
                <td>
                  <span className="mt-person">
                    <Avatar person={person} />
                    {displayName(person)}
                  </span>
                </td>
                <td>
                  <code className="mt-code">{initials(person)}</code>
                </td>
                <td>
                  <span className="ui-badge">{roleLabel(person.role)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-subsection">
        <h3 className="mt-subtitle">{t.people.skeletons}</h3>
        <div className="ui-grid">
          <Card>
            <div className="ui-card__media ui-card__media--emoji">
              <Icon name="school" />
            </div>
            <h4 className="ui-card__title">{t.people.cardTitle}</h4>
            <p className="ui-muted">{t.people.cardText}</p>
          </Card>
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </div>
      </div>
    </ShowcaseSection>
  );
}

/** Every icon of the design system with its name. */
export function IconsSection() {
  return (
    <ShowcaseSection id="icons" title={t.icons.title} text={t.icons.text}>
      <ul className="ui-list-reset mt-icons">
        {ICON_NAMES.map((name) => (
          <li key={name} className="mt-icon">
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </ShowcaseSection>
  );
}
