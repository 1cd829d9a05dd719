/** A task as GET /api/jobs/:id answers it (and its channel pushes it). */
export function presentTask(row: Record<string, any>) {
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)
  return {
    id: Number(row.id), kind: row.kind, state: row.state, done: Number(row.done), total: Number(row.total),
    ...(row.error ? { error: row.error } : {}),
    customer_id: row.customer_id == null ? null : Number(row.customer_id), user_id: row.user_id == null ? null : Number(row.user_id),
    subject_type: row.subject_type ?? null, subject_id: row.subject_id == null ? null : Number(row.subject_id),
    created_at: iso(row.created_at), started_at: iso(row.started_at), finished_at: iso(row.finished_at), updated_at: iso(row.updated_at),
  }
}
