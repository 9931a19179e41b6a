import { AVAILABILITY } from '@/lib/listings/catalogue';
import { chooseAvailability } from '@/lib/listings/draft-availability';
import { COUNTRIES, SUGGESTED_COUNTRY_CODES } from '@/lib/phone';
import { Chips, Field, FieldMessage } from '../fields';
import { useWizard } from '../context';

export function ContactStep() {
  const { form, errorOf, recheck } = useWizard();
  const { register, watch, setValue } = form;
  const availability = watch('availability');
  const chosen = availability.availability === 'anytime' ? ['anytime'] : availability.days;
  const suggested = COUNTRIES.filter((c) => (SUGGESTED_COUNTRY_CODES as readonly string[]).includes(c.code));
  const rest = COUNTRIES.filter((c) => !(SUGGESTED_COUNTRY_CODES as readonly string[]).includes(c.code));

  return (
    <div className="wz-step">
      <Field id="owner.name" label="Your name" error={errorOf('owner.name')}>
        <input id="owner.name" className="input" autoComplete="name" aria-invalid={Boolean(errorOf('owner.name'))} {...register('owner.name', { onChange: recheck })} />
      </Field>
      <div className="wz-field">
        <label className="wz-label" htmlFor="owner.phone">
          Phone number
        </label>
        <div className="wz-phone">
          <select className="select" aria-label="Country code" {...register('owner.code', { onChange: recheck })}>
            {[...suggested, ...rest].map((c) => (
              <option key={c.code} value={c.phone}>
                +{c.phone} {c.label}
              </option>
            ))}
          </select>
          <input
            id="owner.phone"
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="3001234567"
            aria-invalid={Boolean(errorOf('owner.phone'))}
            aria-describedby={errorOf('owner.phone') ? 'owner.phone-error' : 'owner.phone-hint'}
            {...register('owner.phone', { onChange: recheck })}
          />
        </div>
        {!errorOf('owner.phone') && (
          <p className="wz-hint" id="owner.phone-hint">
            10 digits without the leading 0. People who are interested call or message you here.
          </p>
        )}
        <FieldMessage id="owner.phone" message={errorOf('owner.phone')} />
      </div>

      <fieldset className="wz-fieldset">
        <legend className="wz-label">When can people visit?</legend>
        <Chips
          id="availability.days"
          label="Visiting days"
          options={AVAILABILITY.map((a) => ({ value: a.id as string, label: a.label }))}
          selected={chosen}
          onToggle={(value) => {
            setValue('availability', chooseAvailability(form.getValues('availability'), value as never), { shouldDirty: true });
            recheck();
          }}
        />
        <FieldMessage id="availability.days" message={errorOf('availability.days')} />
        {availability.availability === 'days' && (
          <div className="wz-row">
            <Field id="availability.startTime" label="From" error={errorOf('availability.startTime')}>
              <input id="availability.startTime" type="time" className="input" {...register('availability.startTime', { onChange: recheck })} />
            </Field>
            <Field id="availability.endTime" label="To" error={errorOf('availability.endTime')}>
              <input id="availability.endTime" type="time" className="input" {...register('availability.endTime', { onChange: recheck })} />
            </Field>
          </div>
        )}
      </fieldset>
    </div>
  );
}
