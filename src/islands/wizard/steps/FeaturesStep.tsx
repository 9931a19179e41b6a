import { FACINGS, FEATURE_CATEGORIES, FLOOR_OPTIONS, featuresOf, yearOptions, type Feature, type FeatureValue } from '@/lib/listings/catalogue';
import { featureChips } from '@/lib/listings/draft';
import { isBlockedNumberKey } from '@/lib/forms';
import { useWizard } from '../context';

export function FeaturesStep() {
  const { form, errorOf } = useWizard();
  const features = form.watch('features');
  const listingCategory = form.watch('category');
  const set = (id: string, value: FeatureValue | null) => {
    const next = { ...form.getValues('features') };
    if (value === null || value === false || value === '') delete next[id];
    else next[id] = value;
    form.setValue('features', next, { shouldDirty: true });
  };
  const chips = featureChips(features, listingCategory);
  const years = yearOptions().reverse();

  const control = (f: Feature) => {
    const value = features[f.id];
    const id = `feature-${f.id}`;
    switch (f.type) {
      case 'boolean':
        return (
          <label className={`wz-check${value === true ? ' is-on' : ''}`} key={f.id}>
            <input type="checkbox" checked={value === true} onChange={(e) => set(f.id, e.target.checked)} />
            <span>{f.text}</span>
          </label>
        );
      case 'counter':
        return (
          <div className="wz-feature" key={f.id}>
            <label htmlFor={id}>{f.text}</label>
            <div className="wz-counter">
              <button type="button" aria-label={`Fewer ${f.text.toLowerCase()}`} onClick={() => set(f.id, Math.max(0, Number(value ?? 0) - 1) || null)}>
                −
              </button>
              <input
                id={id}
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                value={typeof value === 'number' ? value : ''}
                onKeyDown={(e) => isBlockedNumberKey(e.key) && e.preventDefault()}
                onChange={(e) => set(f.id, e.target.value === '' ? null : Math.floor(Number(e.target.value)))}
              />
              <button type="button" aria-label={`More ${f.text.toLowerCase()}`} onClick={() => set(f.id, Number(value ?? 0) + 1)}>
                +
              </button>
            </div>
          </div>
        );
      default: {
        const options: { value: string; label: string }[] =
          f.type === 'dropdown'
            ? (f.options ?? []).map((o) => ({ value: o, label: o }))
            : f.type === 'facing'
              ? FACINGS.map((o) => ({ value: o.id, label: o.label }))
              : (f.type === 'year' ? years : FLOOR_OPTIONS).map((n) => ({ value: String(n), label: String(n) }));
        const numeric = f.type === 'year' || f.type === 'floors';
        return (
          <div className="wz-feature" key={f.id}>
            <label htmlFor={id}>{f.text}</label>
            <select
              id={id}
              className="select"
              value={value === undefined ? '' : String(value)}
              onChange={(e) => set(f.id, e.target.value === '' ? null : numeric ? Number(e.target.value) : e.target.value)}
            >
              <option value="">Not set</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      }
    }
  };

  const featureErrors = Object.keys(features).map((id) => errorOf(`features.${id}`)).filter(Boolean);

  return (
    <div className="wz-step">
      <p className="wz-lead">All optional: pick what the property has. Buyers filter by these.</p>
      {chips.length > 0 && (
        <ul className="wz-feature-chips" aria-label="Chosen features">
          {chips.map((chip) => (
            <li key={chip.id}>
              {chip.label}
              <button type="button" aria-label={`Remove ${chip.label}`} onClick={() => set(chip.id, null)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {featureErrors.map((message) => (
        <p className="wz-error" role="alert" key={message}>
          {message}
        </p>
      ))}
      {FEATURE_CATEGORIES.map((category) => {
        const items = featuresOf(category.id, listingCategory);
        const toggles = items.filter((f) => f.type === 'boolean');
        const others = items.filter((f) => f.type !== 'boolean');
        return (
          <details className="wz-group" key={category.id} open={category.id === 'primary' || category.id === 'utilities'}>
            <summary>{category.label}</summary>
            {others.length > 0 && <div className="wz-feature-grid">{others.map(control)}</div>}
            {toggles.length > 0 && <div className="wz-checks">{toggles.map(control)}</div>}
          </details>
        );
      })}
    </div>
  );
}
