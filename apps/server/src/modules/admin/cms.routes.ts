// The course tree's management routes of spec section 7, longer than ~300 lines because each call's
// OpenAPI schema sits beside its one-line handler; the logic is in the cms-*.service.ts files.
import { successSchema } from '@roots/shared/contracts/envelope';
import {
  adminExerciseSchema,
  adminFactSchema,
  adminLanguageSchema,
  adminLessonSchema,
  adminCategorySchema,
  adminPostSchema,
  adminUnitSchema,
  auditEntrySchema,
  auditQuerySchema,
  categoryCreateSchema,
  categoryParamsSchema,
  categoryUpdateSchema,
  courseTreeSchema,
  deletionSchema,
  exerciseCreateSchema,
  exerciseUpdateSchema,
  factCreateSchema,
  factUpdateSchema,
  languageCreateSchema,
  languageUpdateSchema,
  lessonCreateSchema,
  lessonUpdateSchema,
  postCreateSchema,
  postUpdateSchema,
  unitCreateSchema,
  unitUpdateSchema,
} from '@roots/shared/contracts/management';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, type BlogImageStore, NOT_AN_IMAGE } from '../../lib/avatar-store.ts';
import { bearer, errors, idParams, SIGNED_IN } from '../../lib/openapi.ts';
import { servePictures } from '../../lib/pictures.ts';
import { rateLimits } from '../../rate-limits.ts';
import { ok, uploadedBytes } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CmsBlogService } from './cms-blog.service.ts';
import type { CmsCourseService } from './cms-course.service.ts';

interface CmsRouteOptions {
  cms: CmsCourseService;
  cmsBlog: CmsBlogService;
  /** Featured images of posts: uploads re-encoded and stored under DATA_DIR, served forever-cached. */
  blogImages: BlogImageStore;
}

/**
 * Spec section 7's management calls (POST/PATCH/DELETE of languages, units, lessons, exercises),
 * facts and blog posts, and the admin's reads. Every route is for admins only, checked here on the
 * server on every call; the web guard only hides the screens.
 */
export const cmsRoutes: FastifyPluginAsyncZod<CmsRouteOptions> = async (app, { cms, cmsBlog, blogImages }) => {
  const admin = { onRequest: app.requireAdmin };
  const tag = (name: string) => ({ tags: [name], ...bearer });
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  const deleted = { 200: successSchema(deletionSchema), ...errors(400, 404, ...SIGNED_IN) };

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/languages',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: 'Every language, drafts and archived ones included',
        response: { 200: successSchema(z.array(adminLanguageSchema)), ...errors(...SIGNED_IN) },
      },
    },
    async () => ok(await cms.listLanguages()),
  );

  app.get(
    '/admin/languages/:id/tree',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: 'A whole course for the editor: units → lessons → exercises (as authored), and facts',
        params: idParams('a language'),
        response: { 200: successSchema(courseTreeSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cms.tree(request.params.id)),
  );

  app.get(
    '/admin/lessons/:id/check',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: 'What stands in the way of publishing a lesson (the content checks); empty when nothing',
        params: idParams('a lesson'),
        response: { 200: successSchema(z.array(z.string())), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cms.lessonCheck(request.params.id)),
  );

  app.get(
    '/admin/audit',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: 'The audit log: every admin change, newest first, with the item before and after',
        querystring: auditQuerySchema,
        response: { 200: successSchema(z.array(auditEntrySchema)), ...errors(400, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cmsBlog.auditLog(request.query)),
  );

  // ── Languages, units, lessons, exercises, facts ──────────────────────────────────────────────────

  // The five families share one shape; the body is parsed by its schema before the service sees it.
  interface Family<Create extends z.ZodType, Update extends z.ZodType> {
    create: (actorId: string, input: z.output<Create>) => Promise<unknown>;
    update: (actorId: string, id: string, input: z.output<Update>) => Promise<unknown>;
    delete: (actorId: string, id: string) => Promise<z.output<typeof deletionSchema>>;
  }
  const crud = <Create extends z.ZodType, Update extends z.ZodType>(
    what: string,
    create: Create,
    update: Update,
    view: z.ZodType,
    family: Family<Create, Update>,
  ) => {
    const createBody: z.ZodType = create;
    const updateBody: z.ZodType = update;
    app.post(
      `/${what}`,
      {
        ...admin,
        schema: {
          ...tag('admin'),
          summary: `Create a ${what}`,
          body: createBody,
          response: { 201: successSchema(view), ...errors(400, 404, 409, ...SIGNED_IN) },
        },
      },
      async (request, reply) => {
        const created = await family.create(actor(request), request.body as z.output<Create>);
        await reply.status(201).send(ok(created, 201));
      },
    );
    app.patch(
      `/${what}/:id`,
      {
        ...admin,
        schema: {
          ...tag('admin'),
          summary: `Change a ${what} (fields, status, position)`,
          params: idParams(`a ${what}`),
          body: updateBody,
          response: { 200: successSchema(view), ...errors(400, 404, 409, ...SIGNED_IN) },
        },
      },
      async (request, reply) => {
        await reply.send(ok(await family.update(actor(request), request.params.id, request.body as z.output<Update>)));
      },
    );
    app.delete(
      `/${what}/:id`,
      {
        ...admin,
        schema: {
          ...tag('admin'),
          summary: `Delete a ${what}; archived instead when learners have progress on it`,
          params: idParams(`a ${what}`),
          response: deleted,
        },
      },
      async (request, reply) => {
        await reply.send(ok(await family.delete(actor(request), request.params.id)));
      },
    );
  };

  crud('language', languageCreateSchema, languageUpdateSchema, adminLanguageSchema, cms.languages);
  crud('unit', unitCreateSchema, unitUpdateSchema, adminUnitSchema, cms.units);
  crud('lesson', lessonCreateSchema, lessonUpdateSchema, adminLessonSchema, cms.lessons);
  crud('exercise', exerciseCreateSchema, exerciseUpdateSchema, adminExerciseSchema, cms.exercises);
  crud('fact', factCreateSchema, factUpdateSchema, adminFactSchema, cms.facts);

  // ── The blog ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/blog',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: 'Every post, drafts included, last changed first',
        response: { 200: successSchema(z.array(adminPostSchema)), ...errors(...SIGNED_IN) },
      },
    },
    async () => ok(await cmsBlog.listPosts()),
  );

  app.get(
    '/admin/blog/:id',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: 'One post for the editor, whatever its state',
        params: idParams('a post'),
        response: { 200: successSchema(adminPostSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cmsBlog.getPost(request.params.id)),
  );

  app.post(
    '/admin/blog/preview',
    {
      ...admin,
      schema: {
        ...tag('admin'),
        summary: "The editor's live preview, rendered by the public page's Markdown sanitiser",
        body: z.strictObject({ markdown: z.string().max(100_000, 'At most 100,000 characters.') }),
        response: { 200: successSchema(z.object({ html: z.string() })), ...errors(400, ...SIGNED_IN) },
      },
    },
    async (request) => ok(cmsBlog.preview(request.body.markdown)),
  );

  app.post(
    '/blog',
    {
      ...admin,
      schema: {
        ...tag('blog'),
        summary: 'Write a post (a draft unless published; the slug is suggested from the title)',
        body: postCreateSchema,
        response: { 201: successSchema(adminPostSchema), ...errors(400, 409, ...SIGNED_IN) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await cmsBlog.createPost(actor(request), request.body), 201)),
  );

  app.patch(
    '/blog/:id',
    {
      ...admin,
      schema: {
        ...tag('blog'),
        summary: 'Change a post',
        params: idParams('a post'),
        body: postUpdateSchema,
        response: { 200: successSchema(adminPostSchema), ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cmsBlog.updatePost(actor(request), request.params.id, request.body)),
  );

  for (const [action, summary] of [
    ['publish', 'Publish a post (now, unless it has a later publication date)'],
    ['unpublish', 'Take a post back to draft'],
  ] as const) {
    app.post(
      `/blog/:id/${action}`,
      {
        ...admin,
        schema: {
          ...tag('blog'),
          summary,
          params: idParams('a post'),
          response: { 200: successSchema(adminPostSchema), ...errors(400, 404, ...SIGNED_IN) },
        },
      },
      async (request) =>
        ok(
          await (action === 'publish'
            ? cmsBlog.publishPost(actor(request), request.params.id)
            : cmsBlog.unpublishPost(actor(request), request.params.id)),
        ),
    );
  }

  app.delete(
    '/blog/:id',
    {
      ...admin,
      schema: { ...tag('blog'), summary: 'Delete a post', params: idParams('a post'), response: deleted },
    },
    async (request) => ok(await cmsBlog.deletePost(actor(request), request.params.id)),
  );

  // ── Blog categories ─────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/blog/categories',
    {
      ...admin,
      schema: {
        ...tag('blog'),
        summary: 'Every blog category with its number of posts (drafts included)',
        response: { 200: successSchema(z.array(adminCategorySchema)), ...errors(...SIGNED_IN) },
      },
    },
    async () => ok(await cmsBlog.listCategories()),
  );

  app.post(
    '/blog/categories',
    {
      ...admin,
      schema: {
        ...tag('blog'),
        summary: 'Create a blog category (the slug is made from the name when absent)',
        body: categoryCreateSchema,
        response: { 201: successSchema(adminCategorySchema), ...errors(400, 409, ...SIGNED_IN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await cmsBlog.createCategory(actor(request), request.body), 201)),
  );

  app.patch(
    '/blog/categories/:slug',
    {
      ...admin,
      schema: {
        ...tag('blog'),
        summary: "Rename a blog category or change its description (its slug, part of posts' addresses, stays)",
        params: categoryParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: successSchema(adminCategorySchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cmsBlog.updateCategory(actor(request), request.params.slug, request.body)),
  );

  app.delete(
    '/blog/categories/:slug',
    {
      ...admin,
      schema: {
        ...tag('blog'),
        summary: 'Delete an empty blog category',
        params: categoryParamsSchema,
        response: { 200: successSchema(deletionSchema), ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await cmsBlog.deleteCategory(actor(request), request.params.slug)),
  );

  // ── Featured images ─────────────────────────────────────────────────────────────────────────────

  // The raw image is the body, in a scope of its own (as the avatar upload), re-encoded on arrival.
  await app.register(async (upload) => {
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_req, body, done) => {
      done(null, body);
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/admin/blog/images',
      {
        ...admin,
        bodyLimit: AVATAR_MAX_BYTES,
        config: { rateLimit: rateLimits.avatar },
        schema: {
          ...tag('blog'),
          summary: 'Upload a featured image (PNG, JPEG, WebP or GIF, up to 5 MB; stored as 1280×720 WebP)',
          consumes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
          response: { 201: successSchema(z.object({ url: z.string() })), ...errors(400, 413, 415, 429, ...SIGNED_IN) },
        },
      },
      async (request, reply) => {
        const url = await blogImages.save(uploadedBytes(request.body, NOT_AN_IMAGE));
        await cmsBlog.recordImageUpload(actor(request), url);
        return reply.status(201).send(ok({ url }, 201));
      },
    );
  });
  await servePictures(app, {
    dir: blogImages.dir,
    prefix: '/blog-images/',
    small: { width: 480, height: 270 },
    tags: ['blog'],
    what: "A blog post's image",
  });
};
