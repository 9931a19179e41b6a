import { endpoint } from '../../../../../lib/http/endpoint';
import { accountIdParams, accountSchema, attributeListSchema } from '../../../../../lib/accounts/api-schema';
import { updateAccountAttributes } from '../../../../../lib/accounts/profile.server';

const common = {
  path: '/api/authentication/user/attributes/{id}',
  summary: "Update an account's attributes at the identity provider (own account, or an operator)",
  tags: ['Accounts'],
  access: 'user' as const,
  params: accountIdParams,
  body: attributeListSchema,
  response: accountSchema,
  errors: { 401: 'Not signed in', 404: "Someone else's account", 409: 'The e-mail belongs to another account', 502: "'Error updating profile'" },
};

export const PUT = endpoint({ ...common, method: 'PUT' }, ({ params, body, context }) =>
  updateAccountAttributes(context.locals.user!, params.id, body.attributes),
);
export const POST = endpoint({ ...common, method: 'POST' }, ({ params, body, context }) =>
  updateAccountAttributes(context.locals.user!, params.id, body.attributes),
);
