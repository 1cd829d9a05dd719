import { Result } from 'antd'

/**
 * antd's Result for the outcome screens of reset/join and SSO, loaded only when one shows:
 * its module carries the 403/404/500 illustrations, too heavy for the login route.
 */
export default Result
