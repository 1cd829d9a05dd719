import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/** Memory store for one process (the default deployment); database store when several run behind a balancer. */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE', 'memory'),
  stores: {
    memory: stores.memory({}),
    database: stores.database({ tableName: 'rate_limits' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
