// Loaded on demand by <LazyMotion>, so animation features never block first paint.
export { domAnimation as default } from "framer-motion";
