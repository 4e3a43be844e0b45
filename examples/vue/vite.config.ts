import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      template: {
        // <shop-*> tags are custom elements: Vue renders them as they are, never as components.
        compilerOptions: { isCustomElement: (tag) => tag.startsWith('shop-') },
      },
    }),
  ],
});
