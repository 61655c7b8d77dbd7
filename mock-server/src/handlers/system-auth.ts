// Handlers of the system-auth domain (roles, permissions (menus, buttons, data rules), department and role permission assignments). One export per operationId; see docs/adding-an-endpoint.md.
export {};
