import { useEffect, useState } from 'react';
import { identityConfig } from '@/lib/auth/client';
import { SOCIAL_PROVIDERS } from '@/lib/auth/social';

/**
 * Google, Facebook and Apple through the pool's hosted domain; shown only when one is configured.
 * Plain links: the server starts the flow and the person comes back signed in.
 */
export function SocialButtons({ redirect }: { redirect: string | null }) {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    identityConfig()
      .then((config) => live && setEnabled(!!config.hostedDomain))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return null;
  const back = redirect ?? window.location.pathname + window.location.search;
  return (
    <div className="auth-social" role="group" aria-label="Sign in with a social account">
      {SOCIAL_PROVIDERS.map((p) => (
        <a key={p.id} className="btn btn-secondary btn-block" href={`/api/auth/social/${p.id}?redirect=${encodeURIComponent(back)}`}>
          {p.label}
        </a>
      ))}
    </div>
  );
}
