/** The part of @adobe/structured-data-validator (plain JavaScript, no types of its own) the JSON-LD tests use. */
declare module '@adobe/structured-data-validator' {
  /** One problem found: `severity` `ERROR` or `WARNING`. */
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  /** Validates data shaped as @marbec/web-auto-extractor gives it (`{ jsonld: { [type]: items[] } }`); without a schema.org vocabulary, Google's rich-result rules only. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]>; errors?: unknown[] }): Promise<ValidationIssue[]>;
  }
}
