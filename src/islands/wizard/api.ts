/** The wizard's calls: the request wrapper for JSON, and XMLHttpRequest for uploads (progress events). */
import { createHttpClient } from '@/lib/http/client';
import { cachedIdToken, freshIdToken } from '@/lib/auth/client';
import type { Draft } from '@/lib/listings/draft';
import type { SaveIntent } from '@/lib/listings/draft-body';
import type { QualityReport } from '@/lib/listings/quality';
import type { PlaceSuggestion } from '@/lib/search/places';
import type { ListingStatus } from '@/lib/db/schema';
import { UNREACHABLE } from '@/lib/stores/toast-events';
import { startServerSession } from '../auth/session-source';

export const http = createHttpClient({
  getToken: cachedIdToken,
  refreshToken: freshIdToken,
  storeToken: async (token) => {
    await startServerSession(token);
  },
});

export interface UploadedImage {
  id: number;
  url: string;
  thumbnailUrl: string;
  largeUrl: string;
  width: number;
  height: number;
}

export interface SavedListing {
  id: number;
  status: ListingStatus;
  quality: QualityReport;
}

export interface EditDetails {
  id: number;
  status: ListingStatus;
  updatedAt: string;
  draft: Draft;
  quality: QualityReport | null;
}

export type FeedbackArea = 'price' | 'title' | 'details' | 'description' | 'location';

export interface ListingFeedback {
  status: ListingStatus;
  feedback: { kind: 'PRICE' | 'DETAILS' | 'LOCATION' | 'DESCRIPTION' | 'TITLE'; status: 'REJECTED' | 'IMPROVE'; message: string; createdAt: string }[];
  images: { id: number; rejectionReason: 'inappropriate' | 'blurred' | 'watermark' | 'generic' }[];
  enabled: Record<FeedbackArea, boolean>;
}

/** The field messages of a 400 problem, or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const data = (error as { statusCode?: number; data?: { errors?: Record<string, string> } })?.data;
  return (error as { statusCode?: number })?.statusCode === 400 && data?.errors && Object.keys(data.errors).length > 0 ? data.errors : null;
}

/** Whether a failed call got an answer from the server (else the connection dropped). */
export function answered(error: unknown): boolean {
  return typeof (error as { statusCode?: unknown })?.statusCode === 'number';
}

export function problemDetail(error: unknown, fallback: string): string {
  const data = (error as { data?: { detail?: unknown } })?.data;
  return typeof data?.detail === 'string' && data.detail !== '' ? data.detail : fallback;
}

export async function saveListing(id: number | null, draft: Draft, intent: SaveIntent): Promise<SavedListing> {
  const body = { ...draft, intent };
  const res = id === null ? await http.post<SavedListing>('/api/data/property', body) : await http.put<SavedListing>(`/api/data/property/${id}`, body);
  return res.data;
}

export const loadEditDetails = async (id: number) => (await http.get<EditDetails>(`/api/data/property/editDetails/${id}`)).data;
export const loadFeedback = async (id: number) => (await http.get<ListingFeedback>(`/api/data/property/feedback/${id}`)).data;
export const checkQuality = async (draft: Draft, listingId: number | null) =>
  (await http.post<QualityReport>('/api/data/property/quality', { ...draft, ...(listingId ? { listingId } : {}) })).data;

export async function suggestAreas(cityId: number, text: string): Promise<PlaceSuggestion[]> {
  const res = await http.get<PlaceSuggestion[]>('/api/search/cityArea', { query: { searchQuery: text, cityId } });
  return res.data.filter((s) => s.kind === 'area' && s.cityId === cityId);
}

export interface NearestArea {
  area: { id: number; name: string };
  city: { id: number; name: string };
  distanceMetres: number;
}

export const nearestArea = async (lat: number, lng: number) =>
  (await http.get<{ nearest: NearestArea | null }>('/api/data/property/nearestArea', { query: { lat, lng } })).data.nearest;

export async function duplicateImages(imageIds: number[], listingId: number | null) {
  if (imageIds.length === 0) return [];
  const res = await http.post<{ duplicates: { imageId: number; listings: Array<{ id: number; path: string }> }[] }>('/api/data/images/duplicateImages', {
    imageIds,
    ...(listingId ? { listingId } : {}),
  });
  return res.data.duplicates;
}

/** An upload that got no answer (the connection dropped): the same file may be sent again. */
export class UploadUnreachable extends Error {
  constructor() {
    super(UNREACHABLE);
  }
}

/**
 * Uploads one file with progress (0..1); resolves with the stored image, or rejects with the server's
 * message, or with UploadUnreachable when no answer came.
 */
export function uploadImage(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('files[]', file, name);
    form.append('referer', 'add-property');
    xhr.open('POST', '/api/data/images');
    const token = cachedIdToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { images?: UploadedImage[]; errors?: Record<string, string>; detail?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: fall through to the generic message
      }
      if (xhr.status === 200 && body.images?.[0]) return resolve(body.images[0]);
      const message = body.errors ? Object.values(body.errors)[0] : body.detail;
      reject(new Error(message || 'The image could not be uploaded. Please try again.'));
    };
    xhr.onerror = () => reject(new UploadUnreachable());
    xhr.send(form);
  });
}
