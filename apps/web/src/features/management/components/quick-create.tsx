import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { type NewCourseItem, useCreateCourseItem } from '../api/create-course-item.ts';

interface Field {
  name: string;
  label: string;
}

/**
 * A small form that makes one course item (a language, unit, lesson or fact) as a draft; the
 * server's per-field messages show under the fields.
 */
export function QuickCreate({
  label,
  fields,
  toItem,
}: {
  label: string;
  fields: Field[];
  toItem: (values: Record<string, string>) => NewCourseItem;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCourseItem();
  if (!open)
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        {label}
      </Button>
    );
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    create.mutate(toItem(values), {
      onSuccess: () => {
        void notify('success', 'Made as a draft.');
        setValues({});
        setErrors({});
        setOpen(false);
      },
      onError: (error) => {
        setErrors(error instanceof ApiError && error.fields ? error.fields : {});
        void notify('error', error.message);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-card border border-line p-3">
      {fields.map((field) => (
        <Input
          key={field.name}
          label={field.label}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }));
          }}
        />
      ))}
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={create.isPending}>
          {label}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setOpen(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
