import type { StepId } from '@/lib/listings/draft-steps';
import { PurposeStep } from './PurposeStep';
import { LocationStep } from './LocationStep';
import { DetailsStep } from './DetailsStep';
import { PriceStep } from './PriceStep';
import { FeaturesStep } from './FeaturesStep';
import { ImagesStep } from './ImagesStep';
import { ContactStep } from './ContactStep';
import { ReviewStep } from './ReviewStep';

/** The form of each step, by its id. */
export const STEPS: Record<StepId, () => React.JSX.Element> = {
  purpose: PurposeStep,
  location: LocationStep,
  details: DetailsStep,
  price: PriceStep,
  features: FeaturesStep,
  images: ImagesStep,
  contact: ContactStep,
  review: ReviewStep,
};
