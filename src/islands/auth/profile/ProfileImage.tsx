import { useState } from 'react';
import { profileMessages, successMessages } from '@/lib/messages';
import { showToast } from '@/lib/stores/toasts';
import { http, renewServerSession } from './api';
import { PROFILE_IMAGE_TYPES, profileImageProblem, uploadRefusal } from './image-check';
import { accountInitial } from '@/components/shell/account';

/**
 * The profile picture: uploaded through the image service, then kept on the account. Until there is one,
 * the circle holds the letter the account menu shows (from `label`), not an empty grey disc.
 */
export function ProfileImage({ id, initialUrl, label }: { id: string; initialUrl: string | null; label: string }) {
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    // Checked here first, so a large photo is not sent only to be refused.
    const problem = profileImageProblem(file);
    if (problem) {
      showToast({ type: 'error', message: problem });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('files[]', file);
      body.append('referer', 'profile');
      const res = await fetch('/api/data/images', { method: 'POST', body, credentials: 'same-origin' });
      if (!res.ok) {
        showToast({ type: 'error', message: uploadRefusal(res.status, await res.json().catch(() => null)) ?? profileMessages.imageNotAdded });
        return;
      }
      const { images } = (await res.json()) as { images: Array<{ thumbnailUrl: string }> };
      const next = images[0].thumbnailUrl;
      await http.put(`/api/authentication/user/attributes/${encodeURIComponent(id)}`, { attributes: [{ Name: 'custom:profile_url', Value: next }] });
      await renewServerSession();
      setUrl(next);
      showToast({ type: 'success', message: successMessages.profileImageAdded });
    } catch {
      showToast({ type: 'error', message: profileMessages.imageNotAdded });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-form" aria-labelledby="profile-image-title">
      <h2 id="profile-image-title">Profile image</h2>
      <div className="profile-image">
        {url ? (
          <img src={url} alt="Your profile" width={96} height={96} />
        ) : (
          <span className="profile-image-empty" aria-hidden="true">
            {accountInitial(label)}
          </span>
        )}
        <label className="btn btn-outline" aria-busy={busy || undefined}>
          <span className="btn-label">{url ? 'Change image' : 'Add image'}</span>
          <input
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
              event.target.value = '';
            }}
          />
        </label>
      </div>
    </section>
  );
}
