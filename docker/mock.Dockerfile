# The mock API server (API only; the `web` service serves the client).
# Build context: the repository root (see docker-compose.yml).
FROM node:22-bookworm-slim
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w mock-server
ENV HOST=0.0.0.0 PORT=3100
EXPOSE 3100
CMD ["node", "mock-server/dist/server.js", "--no-static"]
