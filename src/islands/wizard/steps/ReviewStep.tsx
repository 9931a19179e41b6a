import { useEffect, useState } from 'react';
import { CONDITIONS, propertyType, roomLabel } from '@/lib/listings/catalogue';
import { featureChips, normaliseDraft } from '@/lib/listings/draft';
import { visitingWords } from '@/lib/listings/draft-availability';
import { STEP_LABELS, stepOfField, type StepId } from '@/lib/listings/draft-steps';
import type { QualityReport } from '@/lib/listings/quality';
import { formatPrice } from '@/lib/money/price';
import { formatSize } from '@/lib/money/units';
import { useWizard } from '../context';
import { checkQuality } from '../api';

const QUALITY_UNCHECKED = 'We could not check your listing just now. You can still save it or submit it for review.';

function goToStep(step: StepId) {
  const url = new URL(window.location.href);
  url.searchParams.set('step', step);
  window.history.pushState({}, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function ReviewStep() {
  const { form, listingId } = useWizard();
  // As it will be saved: a plot shows no bedrooms or kitchens left from when it was a house.
  const draft = normaliseDraft(form.getValues());
  const [report, setReport] = useState<QualityReport | null>(null);
  const [checking, setChecking] = useState(true);
  /** The check could not run (a dropped connection): that is not 'nothing to improve'. */
  const [unchecked, setUnchecked] = useState(false);

  useEffect(() => {
    checkQuality(form.getValues(), listingId)
      .then(setReport)
      .catch(() => {
        setReport(null);
        setUnchecked(true);
      })
      .finally(() => setChecking(false));
  }, [form, listingId]);

  const rows: [string, string, StepId][] = [
    ['Purpose', draft.purpose === 'rent' ? 'Rent out' : draft.purpose === 'sale' ? 'Sell' : '—', 'purpose'],
    ['Type', propertyType(draft.subType)?.label ?? '—', 'purpose'],
    ['Location', [draft.area?.name, draft.city?.name].filter(Boolean).join(', ') || '—', 'location'],
    ['Title', draft.name || '—', 'details'],
    ...(draft.bed !== null ? [['Bedrooms', roomLabel(draft.bed), 'details'] as [string, string, StepId]] : []),
    ...(draft.bath !== null ? [['Bathrooms', roomLabel(draft.bath), 'details'] as [string, string, StepId]] : []),
    ...(draft.condition ? [['Condition', CONDITIONS.find((c) => c.id === draft.condition)?.label ?? '', 'details'] as [string, string, StepId]] : []),
    ['Description', draft.description.trim() || '—', 'details'],
    ['Price', draft.price ? `${formatPrice(draft.price)}${draft.purpose === 'rent' ? ' a month' : ''}` : '—', 'price'],
    ['Size', draft.size ? formatSize(draft.size, draft.sizeUnit) : '—', 'price'],
    ['Features', featureChips(draft.features).map((c) => c.label).join(', ') || 'None chosen', 'features'],
    ['Pictures', String(draft.images.length), 'images'],
    ['Contact', [draft.owner.name, draft.owner.phone && `+${draft.owner.code} ${draft.owner.phone}`].filter(Boolean).join(' · ') || '—', 'contact'],
    ['Visiting times', visitingWords(draft.availability), 'contact'],
  ];

  return (
    <div className="wz-step">
      <section aria-labelledby="quality-title" className="wz-quality">
        <h2 id="quality-title">Before you submit</h2>
        {checking ? (
          <p className="wz-hint">Checking your listing…</p>
        ) : unchecked ? (
          <p className="wz-hint">{QUALITY_UNCHECKED}</p>
        ) : report && report.warnings.length > 0 ? (
          <ul className="wz-warnings">
            {report.warnings.map((w) => (
              <li key={w.code}>
                {w.message}{' '}
                <button type="button" className="wz-link" onClick={() => goToStep(stepOfField(w.field))}>
                  Edit {STEP_LABELS[stepOfField(w.field)].toLowerCase()}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="wz-ok">Looks good: we found nothing to improve.</p>
        )}
        {report?.price && report.price.verdict === 'within_market' && (
          <p className="wz-hint">
            The price is in line with similar properties in {report.price.scope === 'area' ? draft.area?.name : draft.city?.name}.
          </p>
        )}
      </section>

      <dl className="wz-summary">
        {rows.map(([label, value, step]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {/* An Urdu title or description reads from the right, as it was typed. */}
              <span dir="auto">{value}</span>
              <button type="button" className="wz-link" onClick={() => goToStep(step)} aria-label={`Edit ${label.toLowerCase()}`}>
                Edit
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {draft.images.length > 0 && (
        <div className="wz-review-images">
          {draft.images.slice(0, 6).map((image, i) => (
            <img key={image.details.id} src={image.details.thumbnailUrl ?? image.details.url} alt={`Picture ${i + 1}`} width={120} height={90} />
          ))}
        </div>
      )}
    </div>
  );
}
