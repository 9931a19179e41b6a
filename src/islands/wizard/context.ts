import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Draft } from '@/lib/listings/draft';
import type { QualityWarning } from '@/lib/listings/quality';
import type { FeedbackArea, ListingFeedback } from './api';
import type { Uploads } from './useUploads';
import type { TileSource } from '@/lib/maps/tiles';

export interface CityOption {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface WizardContext {
  form: UseFormReturn<Draft>;
  listingId: number | null;
  cities: readonly CityOption[];
  tiles: TileSource;
  /** The message for a field path ('owner.phone'), if any. */
  errorOf: (path: string) => string | undefined;
  /** Re-checks the current step after a change, so a message goes as soon as the field is right. */
  recheck: () => void;
  /** The moderator's notes shown beside a part of the form, by the feedback-enabled flags. */
  feedbackFor: (area: FeedbackArea) => ListingFeedback['feedback'];
  imageRejections: ListingFeedback['images'];
  warningsFor: (field: string) => QualityWarning[];
  uploads: Uploads;
}

export const Wizard = createContext<WizardContext | null>(null);

export function useWizard(): WizardContext {
  const value = useContext(Wizard);
  if (!value) throw new Error('useWizard outside the wizard');
  return value;
}
