import { formatPrice } from '@/lib/money/price';
import { SIZE_UNITS, formatSize, sizeCap, type SizeUnitId } from '@/lib/money/units';
import { FeedbackNote, Field, NumberInput, Warnings, describedBy } from '../fields';
import { useWizard } from '../context';

// RHF hands over null (a reset) as well as the input's text; empty or unreadable is 'not given'.
const toNumber = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

export function PriceStep() {
  const { form, errorOf, recheck, feedbackFor, warningsFor } = useWizard();
  const { register, watch } = form;
  const purpose = watch('purpose');
  const price = watch('price');
  const size = watch('size');
  const unit = watch('sizeUnit') as SizeUnitId;
  const reading = typeof price === 'number' && price > 0 ? formatPrice(price) : '';

  return (
    <div className="wz-step">
      <FeedbackNote notes={feedbackFor('price')} />
      <Field
        id="price"
        label={purpose === 'rent' ? 'Monthly rent (PKR)' : 'Price (PKR)'}
        error={errorOf('price')}
        hint={reading ? <span className="wz-price-reading" aria-live="polite">{reading}{purpose === 'rent' ? ' a month' : ''}</span> : 'Whole rupees, e.g. 15000000 for 1.5 Crore'}
      >
        <NumberInput
          id="price"
          step={1}
          aria-invalid={Boolean(errorOf('price'))}
          aria-describedby={describedBy('price', errorOf('price'))}
          {...register('price', { setValueAs: toNumber, onChange: recheck })}
        />
      </Field>
      {reading && errorOf('price') && <p className="wz-hint wz-price-reading">{reading}</p>}
      <Warnings items={warningsFor('price')} />

      <div className="wz-row">
        <Field id="size" label="Size" error={errorOf('size')} hint={typeof size === 'number' && size > 0 ? formatSize(size, unit) : `Up to ${sizeCap(unit)} ${SIZE_UNITS.find((u) => u.id === unit)?.label}`}>
          <NumberInput
            id="size"
            step="any"
            aria-invalid={Boolean(errorOf('size'))}
            aria-describedby={describedBy('size', errorOf('size'))}
            {...register('size', { setValueAs: toNumber, onChange: recheck })}
          />
        </Field>
        <Field id="sizeUnit" label="Unit">
          <select id="sizeUnit" className="select" {...register('sizeUnit', { onChange: recheck })}>
            {SIZE_UNITS.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
