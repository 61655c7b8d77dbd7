// Handlers of the announcements domain (announcements and their send records (read flags per user)). One export per operationId; see docs/adding-an-endpoint.md.
export {};
