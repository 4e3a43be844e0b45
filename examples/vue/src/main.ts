// Defines every <shop-*> element once, before Vue renders any of them.
import 'shop-elements';
import { createApp } from 'vue';
import App from './App.vue';
import { router } from './router';
import './styles.css';

createApp(App).use(router).mount('#app');
