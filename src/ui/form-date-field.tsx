import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field';

/**
 * A DateField bound to a field of a react-hook-form form (the form holds the ISO date as a
 * string); its error is the form's message for that field.
 */
export function FormDateField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateField
          label={props.label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          description={props.description}
        />
      )}
    />
  );
}
