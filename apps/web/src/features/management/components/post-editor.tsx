import { type AdminPost, postCreateSchema, slugify } from '@roots/shared/contracts/management';
import { pathTo } from '@roots/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useMarkdownPreview } from '../api/preview-markdown.ts';
import { useUploadBlogImage } from '../api/upload-blog-image.ts';
import { type PostInput, useSavePost } from '../api/save-post.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  featured_image: string;
  status: 'draft' | 'published' | 'archived';
  /** A `datetime-local` value in the admin's own time zone, or empty for "when published". */
  published_at: string;
  body_markdown: string;
}

const empty: Draft = {
  title: '',
  slug: '',
  excerpt: '',
  category: '',
  featured_image: '',
  status: 'draft',
  published_at: '',
  body_markdown: '',
};

/** An instant as a `datetime-local` input shows it: local time, to the minute. */
function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function fromPost(post: AdminPost): Draft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    featured_image: post.featured_image ?? '',
    status: post.status,
    published_at: post.published_at ? toLocalInput(post.published_at) : '',
    body_markdown: post.body_markdown,
  };
}

const toInput = (draft: Draft): PostInput => ({
  ...draft,
  slug: draft.slug || undefined,
  featured_image: draft.featured_image || null,
  // The browser reads the local time it shows; the API takes the instant.
  published_at: draft.published_at ? new Date(draft.published_at).toISOString() : undefined,
});

/** The problems of each field, by the contract's own schema: the form validates as you type. */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const result = postCreateSchema.safeParse(toInput(draft));
  if (result.success) return {};
  const problems: Partial<Record<keyof Draft, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Draft;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * The Markdown editor of a post with its live preview. The preview is rendered by the server with
 * the public page's sanitiser, so the admin sees exactly what readers will, and nothing runs.
 */
export function PostEditor({ post }: { post?: AdminPost }) {
  const [draft, setDraft] = useState<Draft>(post ? fromPost(post) : empty);
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [touched, setTouched] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const save = useSavePost();
  const navigate = useNavigate();
  const preview = useMarkdownPreview(useDebounced(draft.body_markdown, 300));
  const categories = useAdminCategories();
  const upload = useUploadBlogImage();
  const problems = touched ? problemsOf(draft) : {};
  const errorOf = (field: keyof Draft) => problems[field] ?? serverFields[field];

  const set = (field: keyof Draft) => (value: string) => {
    setTouched(true);
    setServerFields({});
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (field === 'title' && !slugEdited) next.slug = slugify(value);
      return next;
    });
  };

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    save.mutate(
      { id: post?.id, post: toInput(draft) },
      {
        onSuccess: (saved) => {
          void notify('success', saved.status === 'published' ? 'The post is published.' : 'The post is saved.');
          if (!post) void navigate(pathTo.adminBlogEdit(saved.id), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setServerFields(error.fields);
          void notify('error', error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <Input
          label="Title"
          value={draft.title}
          error={errorOf('title')}
          onChange={(e) => {
            set('title')(e.target.value);
          }}
        />
        <Input
          label="Slug"
          value={draft.slug}
          hint="The address of the post: /blog/your-slug. Suggested from the title; it must be unique."
          error={errorOf('slug')}
          onChange={(e) => {
            setSlugEdited(true);
            set('slug')(e.target.value);
          }}
        />
        <Input
          label="Category"
          value={draft.category}
          hint="Pick one or type a new one: lower-case words joined by hyphens, e.g. language-notes."
          list="post-categories"
          error={errorOf('category')}
          onChange={(e) => {
            set('category')(e.target.value);
          }}
        />
        <datalist id="post-categories">
          {(categories.data ?? []).map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </datalist>
        <Textarea
          label="Excerpt"
          rows={2}
          value={draft.excerpt}
          error={errorOf('excerpt')}
          onChange={(e) => {
            set('excerpt')(e.target.value);
          }}
        />
        <Input
          label="Featured image (optional)"
          value={draft.featured_image}
          hint="An https address or a path on this site."
          error={errorOf('featured_image')}
          onChange={(e) => {
            set('featured_image')(e.target.value);
          }}
        />
        <label className="block text-sm font-semibold text-ink">
          Or upload one (PNG, JPEG, WebP or GIF, up to 5 MB)
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="mt-1 block w-full text-sm"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              upload.mutate(file, {
                onSuccess: ({ url }) => {
                  set('featured_image')(url);
                },
                onError: (error) => void notify('error', error.message),
              });
            }}
          />
        </label>
        {draft.featured_image ? (
          <img
            src={draft.featured_image}
            alt=""
            width={320}
            height={180}
            className="rounded-control border border-line"
          />
        ) : null}
        <Select
          label="State"
          value={draft.status}
          onChange={(e) => {
            set('status')(e.target.value);
          }}
        >
          <option value="draft">Draft (only admins see it)</option>
          <option value="published">Published</option>
          <option value="archived">Archived</option>
        </Select>
        <Input
          label="Publish date"
          type="datetime-local"
          value={draft.published_at}
          hint="Shown on the post and orders the blog. Left empty, it is the moment the post is published."
          error={errorOf('published_at')}
          onChange={(e) => {
            set('published_at')(e.target.value);
          }}
        />
        <Textarea
          label="Text (Markdown)"
          rows={16}
          className="font-mono text-sm"
          value={draft.body_markdown}
          error={errorOf('body_markdown')}
          onChange={(e) => {
            set('body_markdown')(e.target.value);
          }}
        />
        <Button type="submit" isLoading={save.isPending}>
          {post ? 'Save changes' : 'Create post'}
        </Button>
      </div>
      <section aria-labelledby="preview-heading" className="min-w-0">
        <h2 id="preview-heading" className="text-sm font-semibold text-ink-muted">
          Preview
        </h2>
        <article className="mt-2 rounded-card border border-line bg-surface-raised p-4">
          {/* Styled as the public page's h1, but the editor's page has its own h1. */}
          <h3 className="text-2xl font-extrabold break-words">{draft.title || 'Untitled'}</h3>
          {/* Rendered and sanitised by the server, exactly as on the public post page. */}
          <div className="prose-roots mt-4" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
        </article>
      </section>
    </form>
  );
}
