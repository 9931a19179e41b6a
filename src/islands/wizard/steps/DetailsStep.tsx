import { CONDITIONS, bathOptions, bedOptions, hasRooms } from '@/lib/listings/catalogue';
import { DESCRIPTION_MAX, TITLE_MAX } from '@/lib/listings/draft';
import { FeedbackNote, Field, Warnings, describedBy } from '../fields';
import { useWizard } from '../context';
import { onRadioGroupKey, radioTabIndex } from '../radio-group';

export function DetailsStep() {
  const { form, errorOf, recheck, feedbackFor, warningsFor } = useWizard();
  const { register, watch, setValue } = form;
  const category = watch('category');
  const bed = watch('bed');
  const bath = watch('bath');
  const name = watch('name');
  const description = watch('description');
  const rooms = hasRooms(category);

  const roomSelect = (key: 'bed' | 'bath', label: string, value: number | null, options: { value: number | string; label: string }[]) => (
    <Field id={key} label={label} error={errorOf(key)}>
      <select
        id={key}
        className="select"
        value={value === null ? '' : String(value)}
        aria-invalid={Boolean(errorOf(key))}
        aria-describedby={describedBy(key, errorOf(key))}
        onChange={(e) => {
          setValue(key, e.target.value === '' ? null : Number(e.target.value), { shouldDirty: true });
          recheck();
        }}
      >
        <option value="">Select</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <div className="wz-step">
      <FeedbackNote notes={feedbackFor('title')} />
      <Field id="name" label="Property title" error={errorOf('name')} hint={`${name.length}/${TITLE_MAX} · say what it is and where, e.g. ${category === 'plot' ? "'1 Kanal corner plot in E-11/2'" : "'10 Marla house with lawn in F-7'"}`}>
        <input
          id="name"
          className="input"
          dir="auto"
          maxLength={TITLE_MAX}
          aria-invalid={Boolean(errorOf('name'))}
          aria-describedby={describedBy('name', errorOf('name'))}
          {...register('name', { onChange: recheck })}
        />
      </Field>
      <Warnings items={warningsFor('name')} />

      {rooms && (
        <>
          <FeedbackNote notes={feedbackFor('details')} />
          <div className="wz-row">
            {category === 'residential' && roomSelect('bed', 'Bedrooms', bed, bedOptions({ any: false }) as { value: number; label: string }[])}
            {roomSelect('bath', 'Bathrooms', bath, bathOptions({ any: false }) as { value: number; label: string }[])}
          </div>
          <Warnings items={[...warningsFor('bed'), ...warningsFor('bath')]} />
          <fieldset className="wz-fieldset">
            <legend className="wz-label">Condition</legend>
            <div className="wz-chips" role="radiogroup" aria-label="Condition" id="condition" onKeyDown={onRadioGroupKey}>
              {CONDITIONS.map((c, i) => (
                <button
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={watch('condition') === c.id}
                  tabIndex={radioTabIndex(watch('condition') === c.id, i, CONDITIONS.some((o) => o.id === watch('condition')))}
                  className={`wz-chip${watch('condition') === c.id ? ' is-on' : ''}`}
                  onClick={() => {
                    setValue('condition', c.id, { shouldDirty: true });
                    recheck();
                  }}
                >
                  {c.label}
                </button>
              ))}
            </div>
            {errorOf('condition') && (
              <p className="wz-error" role="alert">
                {errorOf('condition')}
              </p>
            )}
          </fieldset>
        </>
      )}

      <FeedbackNote notes={feedbackFor('description')} />
      <Field id="description" label="Description" optional error={errorOf('description')} hint={`${description.length}/${DESCRIPTION_MAX} · ${category === 'plot' ? 'its shape and position, the street, what is nearby' : 'the rooms, the street, what is nearby'}`}>
        <textarea
          id="description"
          className="input wz-textarea"
          dir="auto"
          rows={6}
          maxLength={DESCRIPTION_MAX}
          aria-invalid={Boolean(errorOf('description'))}
          aria-describedby={describedBy('description', errorOf('description'))}
          {...register('description', { onChange: recheck })}
        />
      </Field>
      <Warnings items={warningsFor('description')} />
    </div>
  );
}
