/**
 * The part of JSON Schema (draft 7) the engine emits; structurally what RJSF's `RJSFSchema` accepts,
 * declared here so the engine imports no form library.
 */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'object' | 'array' | 'boolean';
  title?: string;
  description?: string;
  const?: number | string;
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
}
