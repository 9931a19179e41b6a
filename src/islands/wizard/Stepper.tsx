import { STEP_IDS, STEP_LABELS, type StepId } from '@/lib/listings/draft-steps';

/** The stepper's short names; the step's heading says it in full. */
const SHORT_LABELS: Record<StepId, string> = {
  purpose: 'Type',
  location: 'Location',
  details: 'Details',
  price: 'Price',
  features: 'Features',
  images: 'Images',
  contact: 'Contact',
  review: 'Review',
};

/** The wizard's head: what is being listed, a button per step, and how far along the person is. */
export function Stepper({ title, step, onChoose }: { title: string; step: StepId; onChoose: (id: StepId, position: number) => void }) {
  const index = STEP_IDS.indexOf(step);
  return (
    <header className="wz-head">
      <p className="wz-eyebrow">{title}</p>
      <ol className="wz-steps" aria-label="Steps">
        {STEP_IDS.map((id, i) => (
          <li key={id} className={i < index ? 'is-done' : i === index ? 'is-current' : ''}>
            <button type="button" onClick={() => onChoose(id, i)} aria-current={id === step ? 'step' : undefined} aria-label={`Step ${i + 1}: ${STEP_LABELS[id]}`}>
              <span className="wz-step-no">{i + 1}</span>
              <span className="wz-step-label">{SHORT_LABELS[id]}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className="wz-progress" aria-hidden="true">
        <span style={{ width: `${((index + 1) / STEP_IDS.length) * 100}%` }} />
      </div>
    </header>
  );
}
