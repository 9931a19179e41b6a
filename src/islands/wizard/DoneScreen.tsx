import type { Purpose } from '@/lib/listings/catalogue';
import type { SaveOutcome } from './outcome';

/** What a save did, and the ways on: the listing's tab in My Properties, or another listing. */
export function DoneScreen({ outcome, purpose }: { outcome: SaveOutcome; purpose: Purpose | null }) {
  return (
    <div className="wz-shell wz-done">
      <div className="wz-done-mark" aria-hidden="true">✓</div>
      <h1>{outcome.heading}</h1>
      <p>{outcome.text}</p>
      <div className="wz-done-actions">
        <a className="btn btn-primary" href={`/my-properties?status=${outcome.tab}`}>
          Go to My Properties
        </a>
        <a className="btn btn-outline" href={purpose === 'rent' ? '/add-property?purpose=rent' : purpose === 'sale' ? '/add-property?purpose=sell' : '/add-property'}>
          List another property
        </a>
      </div>
    </div>
  );
}
