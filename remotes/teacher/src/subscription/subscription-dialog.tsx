import { Button, Icon, MessageBox, Modal } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { messages as t } from '../messages';
import {
  calendarDayOf,
  clampNewClasses,
  clampStudents,
  formatChf,
  quoteSubscription,
  SUBSCRIPTION_LIMITS as L,
  type Billing,
  type SubscriptionChoice,
  type SubscriptionQuote,
} from './pricing';

/** Spec 9 'Timing': the start button waits 1 s before it emits the choice. */
export const SUBSCRIPTION_START_DELAY_MS = 1000;

/** What the dialog emits on start (no payment backend: spec 4 'Subscription'). */
export interface SubscriptionStart extends SubscriptionChoice {
  existingClasses: number;
  quote: SubscriptionQuote;
}

export interface SubscriptionDialogProps {
  open: boolean;
  /** The teacher's classes today (the monthly total counts them too). */
  existingClasses: number;
  onClose: () => void;
  /** Receives the choice after the 1 s wait; a rejection shows the spec's error. */
  onStart: (start: SubscriptionStart) => void | Promise<void>;
  /** The clock (tests); default now. */
  now?: () => Date;
}

/**
 * 'Neue Klassen hinzufügen' (spec 2, 4, 9): new classes 1-10, students per class
 * 10-200 in steps of 10, monthly or yearly; price per class, monthly total,
 * pro-rata charge and the feature list. Every opening starts at 1 class,
 * 20 students, monthly (the body is mounted afresh).
 */
export function SubscriptionDialog(props: SubscriptionDialogProps) {
  if (!props.open) return null;
  return <SubscriptionBody {...props} />;
}

type Phase = { step: 'choose' } | { step: 'starting' } | { step: 'done'; choice: SubscriptionChoice } | { step: 'failed' };

function SubscriptionBody({ existingClasses, onClose, onStart, now = () => new Date() }: SubscriptionDialogProps) {
  const id = useId();
  const [newClasses, setNewClasses] = useState<number>(L.defaultNewClasses);
  const [newClassesText, setNewClassesText] = useState(String(L.defaultNewClasses));
  const [students, setStudents] = useState<number>(L.defaultStudents);
  const [billing, setBilling] = useState<Billing>(L.defaultBilling);
  const [today] = useState(() => calendarDayOf(now()));
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const choice: SubscriptionChoice = { newClasses, studentsPerClass: students, billing };
  const quote = quoteSubscription(choice, existingClasses, today);
  const yearly = billing === 'yearly';
  const starting = phase.step === 'starting';

  const changeNewClasses = (value: number) => {
    const next = clampNewClasses(value);
    setNewClasses(next);
    setNewClassesText(String(next));
  };

  const handleStart = async () => {
    setPhase({ step: 'starting' });
    await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_START_DELAY_MS));
    try {
      await onStart({ ...choice, existingClasses, quote });
      if (mounted.current) setPhase({ step: 'done', choice });
    } catch (error) {
      console.error('[area_teacher] subscription start failed', error);
      if (mounted.current) setPhase({ step: 'failed' });
    }
  };

  const footer =
    phase.step === 'done' ? (
      <Button onClick={onClose}>{t.close}</Button>
    ) : (
      <>
        <Button variant="light" onClick={onClose} disabled={starting}>
          {t.cancel}
        </Button>
        <Button onClick={() => void handleStart()} loading={starting}>
          {starting ? t.starting : t.start}
        </Button>
      </>
    );

  return (
    <Modal open onClose={starting ? () => undefined : onClose} title={t.subscriptionTitle} size="xl" footer={footer}>
      {phase.step === 'done' ? (
        <MessageBox kind="success" title={t.subscriptionSuccessTitle}>
          <p>
            {t.subscriptionSuccess(phase.choice.newClasses, phase.choice.studentsPerClass, phase.choice.billing === 'yearly')}
          </p>
        </MessageBox>
      ) : (
        <>
          <p className="ui-muted">{t.subscriptionLead}</p>
          {phase.step === 'failed' ? <MessageBox kind="error">{t.subscriptionFailed}</MessageBox> : null}
          <div className="tc-sub">
            <div className="tc-sub__controls">
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${id}-classes`}>
                  {t.newClassesLabel}
                </label>
                <div className="tc-stepper">
                  <Button
                    variant="light"
                    aria-label={t.fewerClasses}
                    disabled={starting || newClasses <= L.minNewClasses}
                    onClick={() => changeNewClasses(newClasses - 1)}
                  >
                    <Icon name="minus" />
                  </Button>
                  <input
                    id={`${id}-classes`}
                    className="ui-input"
                    type="number"
                    inputMode="numeric"
                    min={L.minNewClasses}
                    max={L.maxNewClasses}
                    step={1}
                    value={newClassesText}
                    aria-describedby={`${id}-classes-hint`}
                    disabled={starting}
                    onChange={(event) => {
                      setNewClassesText(event.target.value);
                      const typed = Number.parseInt(event.target.value, 10);
                      if (Number.isFinite(typed)) setNewClasses(clampNewClasses(typed));
                    }}
                    onBlur={() => setNewClassesText(String(newClasses))}
                  />
                  <Button
                    variant="light"
                    aria-label={t.moreClasses}
                    disabled={starting || newClasses >= L.maxNewClasses}
                    onClick={() => changeNewClasses(newClasses + 1)}
                  >
                    <Icon name="plus" />
                  </Button>
                </div>
                <p id={`${id}-classes-hint`} className="ui-field__hint">
                  {t.newClassesHint}
                </p>
              </div>

              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${id}-students`}>
                  {t.studentsLabel}
                </label>
                <div className="tc-range">
                  <input
                    id={`${id}-students`}
                    type="range"
                    min={L.minStudents}
                    max={L.maxStudents}
                    step={L.studentStep}
                    value={students}
                    aria-valuetext={`${t.studentsValue(students)} ${t.studentsLabel}`}
                    aria-describedby={`${id}-students-hint`}
                    disabled={starting}
                    onChange={(event) => setStudents(clampStudents(Number(event.target.value)))}
                  />
                  <output htmlFor={`${id}-students`} aria-hidden="true">
                    {t.studentsValue(students)}
                  </output>
                </div>
                <p id={`${id}-students-hint`} className="ui-field__hint">
                  {t.studentsHint}
                </p>
              </div>

              <fieldset className="tc-segmented" disabled={starting}>
                <legend>{t.billingLegend}</legend>
                <div className="tc-segmented__options">
                  {(['monthly', 'yearly'] as const).map((value) => (
                    <label key={value} className="tc-segmented__option">
                      <input
                        type="radio"
                        name={`${id}-billing`}
                        value={value}
                        checked={billing === value}
                        onChange={() => setBilling(value)}
                      />
                      <span>{value === 'monthly' ? t.billingMonthly : t.billingYearly}</span>
                      {value === 'yearly' ? <span className="tc-segmented__badge">{t.billingYearlyBadge}</span> : null}
                    </label>
                  ))}
                </div>
              </fieldset>

            </div>

            <div className="tc-summary" aria-live="polite">
              <dl>
                <div>
                  <dt>{t.pricePerClass}</dt>
                  <dd data-testid="price-per-class">
                    {formatChf(quote.pricePerClass)} {yearly ? t.perYear : t.perMonth}
                  </dd>
                  {yearly ? (
                    <dd className="tc-summary__note">{t.equivalentMonthly(formatChf(quote.monthlyRatePerClass))}</dd>
                  ) : null}
                </div>
                <div>
                  <dt>{t.classesTotal}</dt>
                  <dd data-testid="classes-total">{t.classesTotalValue(existingClasses, newClasses)}</dd>
                </div>
                <div className={yearly ? undefined : 'tc-summary__total'}>
                  <dt>{t.monthlyTotal}</dt>
                  <dd data-testid="monthly-total">{formatChf(quote.monthlyTotal)}</dd>
                </div>
                {yearly ? (
                  <div className="tc-summary__total">
                    <dt>{t.yearlyTotal}</dt>
                    <dd data-testid="yearly-total">
                      {formatChf(quote.periodTotal)} {t.perYear}
                    </dd>
                    <dd className="tc-summary__note tc-summary__saving" data-testid="yearly-saving">
                      {t.yearlySaving(formatChf(quote.yearlySaving))}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.proRata}</dt>
                  <dd data-testid="pro-rata">{formatChf(quote.proRata)}</dd>
                  <dd className="tc-summary__note">{t.proRataHint(quote.remainingDays, quote.daysInMonth)}</dd>
                </div>
              </dl>
            </div>
            <section className="ui-stack tc-sub__features" style={{ gap: 'var(--space-2)' }} aria-labelledby={`${id}-features`}>
              <h3 id={`${id}-features`} className="ui-field__label">
                {t.featuresHeading}
              </h3>
              <ul className="ui-list-reset tc-features">
                {t.features(students).map((feature) => (
                  <li key={feature}>
                    <Icon name="check" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
    </Modal>
  );
}
