// Handlers of the session-extras domain (phone/CAS/third-party/work-number login, online users, logs, projects of the project switcher). One export per operationId; see docs/adding-an-endpoint.md.
export {};
