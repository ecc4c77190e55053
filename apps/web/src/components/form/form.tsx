import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * React Hook Form over a domain Zod schema. Fields validate when first left ("touched") and on submit,
 * then again on every change, so messages never show before the user has interacted (spec §5).
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  /** Called after an invalid submit has marked every field touched. */
  onInvalidSubmit?: SubmitErrorHandler<TValues>;
  children: ReactNode;
}

/**
 * The one form wrapper. It disables the browser's own validation bubbles (the spec's messages are
 * shown instead) and, on an invalid submit, marks every field touched; React Hook Form then focuses
 * the first invalid field.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalidSubmit,
  children,
  ...formProps
}: FormProps<TValues, TOutput>) {
  const handleInvalid: SubmitErrorHandler<TValues> = (errors, event) => {
    for (const name of Object.keys(form.getValues()) as Path<TValues>[]) {
      form.setValue(name, form.getValues(name), { shouldTouch: true });
    }
    return onInvalidSubmit?.(errors, event);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...formProps}
        onSubmit={(event) => void form.handleSubmit(onSubmit, handleInvalid)(event)}
      >
        {children}
      </form>
    </FormProvider>
  );
}
