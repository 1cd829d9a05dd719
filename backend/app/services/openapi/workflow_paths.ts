import { askValues, getResource, type AnyWorkflow } from '@hr/shared'
import { MOVE_NOTES_MAX } from '#workflow/move_input'
import { signedIn, tenantParameters, type Operation } from './catalogue_paths.js'
import { responseRef } from './schemas.js'

const INPUT_TYPE: Record<string, Record<string, unknown>> = {
  date: { type: 'string', format: 'date' }, integer: { type: 'integer' }, boolean: { type: 'boolean' },
}

/**
 * A declared workflow's move endpoint, described from the declaration itself (issue 45): its ask
 * (the target state or the action) and every move's input, and which moves exist from which state.
 */
export function workflowPath(wf: AnyWorkflow): { path: string; operation: Operation } {
  const def = getResource(wf.resource)
  const input = wf.moves.flatMap((m) => m.input ?? [])
  const properties: Record<string, unknown> = {
    [wf.ask.key]: { type: 'string', enum: [...askValues(wf)], description: wf.ask.by === 'state' ? `the ${wf.field} to move to` : 'the action' },
    notes: { type: 'string', maxLength: MOVE_NOTES_MAX },
    ...Object.fromEntries(input.map((f) => [f.name, { ...(INPUT_TYPE[f.type] ?? { type: 'string' }), description: `required by: ${wf.moves.filter((m) => m.input?.includes(f)).map((m) => m.action).join(', ')}` }])),
  }
  const moves = wf.moves.filter((m) => !m.system).map((m) => `\`${m.action}\`: ${m.from.join(' | ')} → ${m.to ?? '(unchanged)'}`).join('; ')
  return {
    path: `/api/${def.path}/{id}/${wf.endpoint}`,
    operation: {
      tags: [def.path],
      summary: `${def.name}: move its ${wf.field}`,
      operationId: `workflow.${def.name}.${wf.endpoint}`,
      description: `A move of the ${def.name} workflow, body \`{ ${wf.ask.key}, notes? }\`; answers the row as moved. Moves: ${moves}.`,
      security: signedIn,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 0 } }, ...tenantParameters],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties, required: [wf.ask.key] } } } },
      responses: {
        200: { description: 'The row as moved' },
        401: responseRef('Unauthenticated'), 403: responseRef('Forbidden'), 404: responseRef('NotFound'), 422: responseRef('Invalid'),
      },
    },
  }
}
