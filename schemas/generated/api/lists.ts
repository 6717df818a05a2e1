/* Generated from schemas/api/lists.schema.json by `npm run gen:types`. Do not edit. */

/**
 * @maxItems 10
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "SortList".
 */
export type SortList =
  | []
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ]
  | [
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
      {
        property: string;
        direction: 'ASC' | 'DESC';
      },
    ];
/**
 * @maxItems 20
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "FilterList".
 */
export type FilterList =
  | []
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ]
  | [
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
      {
        operator: 'eq' | 'like' | 'gte' | 'lte';
        property: string;
        value: string | number | boolean;
      },
    ];
export type Id = number;

/**
 * The paged list calls: units, questionnaires, users. sort and filter arrive as JSON text in the query string and are parsed, then checked against SortList and FilterList.
 */
export interface ListApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "PagedListQuery".
 */
export interface PagedListQuery {
  start?: string;
  limit?: string;
  searchText?: string;
  sort?: string;
  filter?: string;
  userId?: string;
  userRoleId?: string;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "NewQuestionnaire".
 */
export interface NewQuestionnaire {
  farmId: Id;
  questionnaireDicId: Id;
  idUsers?: Id;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitUpdate".
 */
export interface UnitUpdate {
  description: string;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "NewStructure".
 */
export interface NewStructure {
  name: string;
}
