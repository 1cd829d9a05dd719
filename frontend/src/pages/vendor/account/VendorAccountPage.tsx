/** /vendor/account/setting: the same own-account settings as the superadmin's and the default layout's. */
export { default } from '../../superadmin/AccountSettingPage'
