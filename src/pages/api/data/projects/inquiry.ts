import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { json } from '@/lib/http/problem';
import { projectInquirySchema } from '@/lib/projects';
import { sendProjectInquiry } from '@/lib/projects/inquiry.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/projects/inquiry',
    summary: "Sends an inquiry to a project's developer",
    tags: ['Projects'],
    body: projectInquirySchema,
    response: z.object({ id: z.number().int() }),
    errors: { 404: 'No such project.', 429: 'Too many inquiries from this address; try again later.' },
  },
  async ({ body, context }) => {
    const { id } = await sendProjectInquiry(context, body);
    return json({ id }, { status: 201 });
  },
);
