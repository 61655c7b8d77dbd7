# The client, built with Vite and served by nginx (config: docker/nginx/default.conf.template).
# Build context: the repository root (see docker-compose.yml).
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1
COPY . .
RUN npm ci --no-audit --no-fund
ARG VITE_API_BASE_URL=/v1
RUN VITE_API_BASE_URL="$VITE_API_BASE_URL" npm run build -w client

FROM nginx:1.27-alpine
COPY --from=build /app/client/dist /usr/share/nginx/html
COPY docker/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY docker/config.js /etc/mis-client/config.js
ENV API_UPSTREAM=http://mock:3100/v1
EXPOSE 8080
