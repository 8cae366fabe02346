export { forgetMaintenance, isMaintenanceOn, setMaintenance, watchMaintenance, maintenanceExemptPaths, MAINTENANCE_MESSAGE } from './maintenance';
export { platformInfo } from './platform-info';
export type { MaintenanceWatch } from './maintenance';
export { settingsRepository } from './settings.repository';
export { sharedSessionSecret } from './session-secret';
