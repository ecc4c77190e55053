import { defineMessages } from './i18n/messages.js';
import { z } from 'zod';

/** One field error of a validation failure. */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** A machine-readable reason where one is defined (a refused password: `PasswordProblemCode`). */
  code: z.string().optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one error shape of the API (DESIGN.md §5). `message` is what screens show. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(FieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The API's own answers to requests it cannot serve, in English and in each language's catalogue. */
export const API_MESSAGE_DESCRIPTORS = defineMessages({
  fieldsInvalid: {
    id: 'api.fieldsInvalid',
    defaultMessage: 'Some fields are invalid. Please check the details.',
    description: 'A request with several invalid fields; each is listed with its own message.',
  },
  unsupportedMediaType: {
    id: 'api.unsupportedMediaType',
    defaultMessage: 'Request bodies must be JSON. Please send them with Content-Type: application/json.',
    description: 'A request body sent in another format. Keep "JSON" and "Content-Type: application/json".',
  },
  unavailable: {
    id: 'api.unavailable',
    defaultMessage: 'The service is temporarily unavailable. Please try again shortly.',
    description: 'The server is overloaded or its database cannot be reached.',
  },
  unstorableValues: {
    id: 'api.unstorableValues',
    defaultMessage: 'Some of the values sent cannot be stored. Please check the text and numbers.',
    description: 'Text or numbers the database refuses (a number too large, an invalid character).',
  },
  noEndpoint: {
    id: 'api.noEndpoint',
    defaultMessage: 'There is no API endpoint at this address.',
    description: 'A request to an API address that does not exist.',
  },
});

/** Those answers in English, as the server sends them. */
export const API_MESSAGES = {
  fieldsInvalid: API_MESSAGE_DESCRIPTORS.fieldsInvalid.defaultMessage,
  unsupportedMediaType: API_MESSAGE_DESCRIPTORS.unsupportedMediaType.defaultMessage,
  unavailable: API_MESSAGE_DESCRIPTORS.unavailable.defaultMessage,
  unstorableValues: API_MESSAGE_DESCRIPTORS.unstorableValues.defaultMessage,
  noEndpoint: API_MESSAGE_DESCRIPTORS.noEndpoint.defaultMessage,
} as const;
