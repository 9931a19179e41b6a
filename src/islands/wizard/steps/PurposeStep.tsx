import { CATEGORIES, PURPOSES, propertyTypesOf, type CategoryId } from '@/lib/listings/catalogue';
import { FieldMessage } from '../fields';
import { useWizard } from '../context';
import { onRadioGroupKey, radioTabIndex } from '../radio-group';

export function PurposeStep() {
  const { form, errorOf, recheck } = useWizard();
  const { watch, setValue } = form;
  const purpose = watch('purpose');
  const category = watch('category');
  const subType = watch('subType');
  const change = <K extends 'purpose' | 'category' | 'subType'>(key: K, value: Parameters<typeof setValue<K>>[1]) => {
    setValue(key, value, { shouldDirty: true });
    recheck();
  };

  return (
    <div className="wz-step">
      <fieldset className="wz-fieldset">
        <legend className="wz-label">I want to</legend>
        <div className="wz-cards" role="radiogroup" aria-label="Purpose" id="purpose" onKeyDown={onRadioGroupKey}>
          {PURPOSES.map((p, i) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={purpose === p.id}
              tabIndex={radioTabIndex(purpose === p.id, i, PURPOSES.some((o) => o.id === purpose))}
              className={`wz-card-option${purpose === p.id ? ' is-on' : ''}`}
              onClick={() => change('purpose', p.id)}
            >
              <strong>{p.id === 'sale' ? 'Sell' : 'Rent out'}</strong>
              <span>{p.id === 'sale' ? 'Find a buyer for my property' : 'Find a tenant for my property'}</span>
            </button>
          ))}
        </div>
        <FieldMessage id="purpose" message={errorOf('purpose')} />
      </fieldset>

      <fieldset className="wz-fieldset">
        <legend className="wz-label">Property category</legend>
        <div className="wz-tabs" role="radiogroup" aria-label="Category" onKeyDown={onRadioGroupKey}>
          {CATEGORIES.map((c, i) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={category === c.id}
              tabIndex={radioTabIndex(category === c.id, i, CATEGORIES.some((o) => o.id === category))}
              className={`wz-tab${category === c.id ? ' is-on' : ''}`}
              onClick={() => {
                if (c.id === category) return;
                change('category', c.id as CategoryId);
                change('subType', propertyTypesOf(c.id)[0].id);
              }}
            >
              {c.label}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className="wz-fieldset">
        <legend className="wz-label">Property type</legend>
        <div className="wz-chips" role="radiogroup" aria-label="Property type" id="subType" onKeyDown={onRadioGroupKey}>
          {propertyTypesOf(category).map((t, i, types) => (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={subType === t.id}
              tabIndex={radioTabIndex(subType === t.id, i, types.some((o) => o.id === subType))}
              className={`wz-chip${subType === t.id ? ' is-on' : ''}`}
              onClick={() => change('subType', t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <FieldMessage id="subType" message={errorOf('subType')} />
      </fieldset>
    </div>
  );
}
