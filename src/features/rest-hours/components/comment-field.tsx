import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { COMMENT_MAX, commentTextSchema } from '../../../contracts/rest-hours';
import { TextField } from '../../../ui/text-field';

/** A comment's form: its text, checked by the schema the server applies (required, 45 characters). */
const commentFormSchema = z.object({ text: commentTextSchema });
type CommentForm = z.infer<typeof commentFormSchema>;

export function useCommentForm(initial = '') {
  return useForm<CommentForm>({ resolver: zodResolver(commentFormSchema), defaultValues: { text: initial } });
}

/** The comment's text field with its counter (a controlled field, so the counter follows typing). */
export function CommentField({ control, label }: { control: Control<CommentForm>; label: string }) {
  return (
    <Controller
      control={control}
      name="text"
      render={({ field, fieldState }) => (
        <TextField label={label} limit={COMMENT_MAX} {...field} error={fieldState.error?.message} />
      )}
    />
  );
}
