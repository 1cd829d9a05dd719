/** What a person tab receives: the person's id and whether it is the person's own view (/my-info). */
export interface PersonTabProps {
  personId: number
  self: boolean
}
