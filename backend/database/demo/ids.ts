/** Row ids of the core demo tenants, handed to each area's demo seed. */
export interface DemoIds {
  acme: number
  borealis: number
  globex: number
  initech: number
  umbrella: number
}
