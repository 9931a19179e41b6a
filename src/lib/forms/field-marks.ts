/**
 * How a form drawn again after its post marks its fields: each wrong field says so and points at its
 * message, the first one has the focus (and is scrolled to), and when the form was refused as a whole
 * (a limit, a listing gone) the button has the focus and reads out why.
 */
import type { PostedForm } from './post.server';

export interface FieldMarks {
  /** The attributes of the field `key`: spread onto its input. */
  field(key: string): { 'aria-invalid': 'true' | undefined; 'aria-describedby': string | undefined; autofocus: boolean };
  /** True when only the whole form was refused: its button takes the focus. */
  failureOnly: boolean;
}

/** `order` is the fields' order on the page; `errorId` names the element that holds a field's message. */
export function fieldMarks(posted: PostedForm | undefined, order: readonly string[], errorId: (key: string) => string): FieldMarks {
  const errors = posted?.errors ?? {};
  const firstInvalid = order.find((key) => errors[key]);
  return {
    field: (key) => ({
      'aria-invalid': errors[key] ? 'true' : undefined,
      'aria-describedby': errors[key] ? errorId(key) : undefined,
      autofocus: key === firstInvalid,
    }),
    failureOnly: Boolean(posted?.failure) && !firstInvalid,
  };
}
